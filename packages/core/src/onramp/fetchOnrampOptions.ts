import type { GetOnrampOptionsReturnType } from './types'
import type { KitContext } from '../kit/context'
import { type FetchOnrampOptionsParameters, requireServer } from './onrampRequest'
import type { ServerNotConfiguredErrorType, ServerRequestErrorType } from '../server/errors'
import type { BaseErrorType } from '../errors/base'
import type { ErrorType } from '../errors/errorType'

export type FetchOnrampOptionsReturnType = GetOnrampOptionsReturnType['providers']

/** What `fetchOnrampOptions` can throw (by `name`). */
export type FetchOnrampOptionsErrorType =
  | ServerNotConfiguredErrorType
  | ServerRequestErrorType
  | BaseErrorType
  | ErrorType

export type { FetchOnrampOptionsParameters }

/**
 * What each on-ramp provider offers a buyer in `country`: fiat currencies with their payment
 * methods, and tokens.
 *
 * @throws {ServerNotConfiguredError} without a Portico server.
 * @throws {ServerRequestError} e.g. `feature_disabled` when the project's `onramp` is off.
 */
export async function fetchOnrampOptions(ctx: KitContext, { country, subdivision }: FetchOnrampOptionsParameters): Promise<FetchOnrampOptionsReturnType> {
  return (await requireServer(ctx).getOnrampOptions({ country, subdivision })).providers
}

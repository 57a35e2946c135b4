import { ServerError, type ServerErrorParameters } from '../errors.ts'

/** Postgres could not be found or started for the tests (see `postgres.ts`). */
export class PostgresUnavailableError extends ServerError {
  override name = 'PostgresUnavailableError'

  constructor(message: string, parameters: ServerErrorParameters = {}) {
    super('internal_error', 500, message, parameters)
  }
}

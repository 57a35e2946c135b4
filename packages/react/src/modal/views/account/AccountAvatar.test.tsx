// @vitest-environment happy-dom
import { act } from 'react'
import { expect, it } from 'vitest'
import { useDomRoot } from '../../../testing/domRoot'
import { AccountAvatar } from './AccountAvatar'

const dom = useDomRoot()

const address = '0x00000000000000000000000000000000000000aa'
const picture = 'https://avatars.example/u/1.png'

async function render(props: { nameAvatar?: string | undefined; socialAvatar?: string | undefined }) {
  await dom.render(<AccountAvatar address={address} nameAvatar={props.nameAvatar} socialAvatar={props.socialAvatar} />)
  return document.body
}

it('shows the social login’s picture as the account’s avatar (decorative: the line beside it names the person)', async () => {
  const body = await render({ socialAvatar: picture })
  const image = body.querySelector('img.portico-avatar--image')
  expect(image?.getAttribute('src')).toBe(picture)
  expect(image?.getAttribute('alt')).toBe('')
  expect(image?.getAttribute('referrerpolicy')).toBe('no-referrer')
})

it('prefers the account name’s avatar; without either, the address’s gradient and no image', async () => {
  expect((await render({ nameAvatar: 'https://names.example/a.png', socialAvatar: picture })).querySelector('img')?.getAttribute('src')).toBe('https://names.example/a.png')
  const body = await render({})
  expect(body.querySelector('img')).toBeNull()
  expect(body.querySelector('span.portico-avatar')?.getAttribute('aria-hidden')).toBe('true')
})

it('a picture that fails to load gives way to the gradient (no broken image); a new picture is tried again', async () => {
  const body = await render({ socialAvatar: picture })
  await act(async () => void body.querySelector('img')!.dispatchEvent(new Event('error')))
  expect(body.querySelector('img')).toBeNull()
  expect(body.querySelector('span.portico-avatar')).not.toBeNull()
  await render({ socialAvatar: 'https://avatars.example/u/2.png' })
  expect(body.querySelector('img')?.getAttribute('src')).toBe('https://avatars.example/u/2.png')
})

import { Avatar } from '../../../parts/Avatar'

/**
 * The Account view's picture: the account name's avatar when it has one, else the picture of the
 * social login the account came by (an http(s) URL the server and the kit checked), else the
 * address's gradient. A picture that does not load shows the gradient too (no broken image).
 */
export function AccountAvatar({ address, nameAvatar, socialAvatar }: { address: string; nameAvatar: string | undefined; socialAvatar: string | undefined }) {
  return <Avatar address={address} src={nameAvatar ?? socialAvatar} size={72} />
}

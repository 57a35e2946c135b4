/** Spec §9: the embedded-wallet frame's timing and limits. */
export const EMBEDDED_WALLET = Object.freeze({
  /** The frame must say READY within this (else alert `iframe_load_failed`). */
  frameLoadTimeoutMs: 20_000,
  /** Connect e-mail / device / OTP / social / redirect-uri requests. */
  connectRequestTimeoutMs: 120_000,
  /** Other requests, unless their method has its own limit (`requestTimeoutMs`). */
  requestTimeoutMs: 30_000,
  /** A request that waits for the visitor's approval inside the frame. */
  approvalTimeoutMs: 10 * 60_000,
  /** A Farcaster sign-in's wait (the server's relay channel lives 10 minutes). */
  farcasterTimeoutMs: 10 * 60_000,
  /** After READY, before the first requests (dapp data, smart-account networks). */
  readyDelayMs: 500,
  /** Disconnect waits at most this for the frame's sign-out. */
  signOutWaitMs: 3_000,
  /** The e-mail login trigger is refused within this of the previous one. */
  emailCooldownMs: 30_000,
  /** E-mails longer than this are shown truncated. */
  emailDisplayMax: 30,
  /** The frame's logger keeps at most this many bytes. */
  logBufferBytes: 1_024_000,
  /** A refused RPC method's message shows this long after it is logged. */
  notAllowedMessageDelayMs: 300,
})

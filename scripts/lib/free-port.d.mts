/** A port free on 127.0.0.1 right now, below the kernel's ephemeral range. */
export function freePort(): Promise<number>;

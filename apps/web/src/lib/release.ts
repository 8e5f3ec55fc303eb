import { BUTTON_RELEASE_MS } from '@portal/contract';

/** Submit buttons stay busy until a second after the call ends, so double clicks land nowhere. */
export async function withRelease<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } finally {
    await new Promise((resolve) => setTimeout(resolve, BUTTON_RELEASE_MS));
  }
}

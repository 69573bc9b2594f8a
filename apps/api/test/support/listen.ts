import type { App } from '../../src/http/types.ts';

const listening = new Map<App, Promise<string>>();

/** The app's address, listening on a free port the first time it is asked (live-stream tests). */
export function listen(app: App): Promise<string> {
  let base = listening.get(app);
  if (!base) {
    base = app.listen({ port: 0, host: '127.0.0.1' }).then(() => {
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('not listening');
      return `http://127.0.0.1:${address.port}`;
    });
    listening.set(app, base);
  }
  return base;
}

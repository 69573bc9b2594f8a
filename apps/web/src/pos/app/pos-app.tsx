import { deviceCode } from './device-code.ts';
import { readDeviceSession } from './device-session.ts';

/** Placeholder: the point of sale's router, shell and screens come next. */
export function PosApp() {
  const session = readDeviceSession();
  return (
    <main className="pos-screen">
      <h1>Tiraj</h1>
      <p>{session ? session.userName : deviceCode()}</p>
    </main>
  );
}

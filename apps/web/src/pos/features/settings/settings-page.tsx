/** Placeholder until the screen is built. */
export function SettingsPage() {
  return <h1>SettingsPage</h1>;
}

/** Placeholder until the screen is built. */
export function PosChatPage() {
  return <h1>PosChatPage</h1>;
}

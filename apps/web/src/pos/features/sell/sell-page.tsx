/** Placeholder until the screen is built. */
export function SellPage() {
  return <h1>SellPage</h1>;
}

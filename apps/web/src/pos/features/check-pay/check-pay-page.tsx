/** Placeholder until the screen is built. */
export function CheckPayPage() {
  return <h1>CheckPayPage</h1>;
}

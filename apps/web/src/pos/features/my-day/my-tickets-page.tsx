/** Placeholder until the screen is built. */
export function MyTicketsPage() {
  return <h1>MyTicketsPage</h1>;
}

/** Placeholder until the screen is built. */
export function SignInPage() {
  return <h1>SignInPage</h1>;
}

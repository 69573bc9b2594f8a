// The screen's game words live with the ticket's (lib/game-name.ts): paper and screen say the same.
export { gameName } from '../../lib/game-name.ts';

import { GAME_CATEGORIES, type GameCategory } from '@tiraj/domain';
import type { TFunction } from 'i18next';

const isGame = (game: string): game is GameCategory =>
  (GAME_CATEGORIES as readonly string[]).includes(game);

/** A game as sellers say it, on screen and on paper, in the screen's language (`Bòlèt`, `Maryaj`, `Loto 4 · 2`). */
export const gameName = (t: TFunction<'pos'>, game: string): string =>
  isGame(game) ? t(`games.${game}`) : game;

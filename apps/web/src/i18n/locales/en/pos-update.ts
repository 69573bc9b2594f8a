/**
 * The posUpdate namespace in English: the bar offering a new version of the point of sale, kept
 * by its service worker. Loaded with the bar (pos/lib/new-version.tsx), not with the first load.
 */
export default {
  newVersion: 'A new version of Tiraj is ready. Tap here to update.',
};

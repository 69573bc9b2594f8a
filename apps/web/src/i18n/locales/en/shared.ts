/** Words both the dashboard and the point of sale show. */
export default {
  language: {
    label: 'Language',
  },
};

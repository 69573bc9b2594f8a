/** The home namespace in English (issue 15). */
export default {};

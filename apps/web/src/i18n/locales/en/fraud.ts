/** The fraud namespace in English (issue 15). */
export default {};

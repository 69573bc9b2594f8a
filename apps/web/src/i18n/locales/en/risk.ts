/** The risk namespace in English (issue 15). */
export default {};

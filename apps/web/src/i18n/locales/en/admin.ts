/** The admin namespace in English: SPEC.md's own texts where it gives them. */
export default {};

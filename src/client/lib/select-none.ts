/** The value of a Select's "none" item (No status, No manager…): Radix Select cannot hold "" as a value. */
export const NONE = "__none__";

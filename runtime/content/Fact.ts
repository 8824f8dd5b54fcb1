/** One line of an offer's facts list: its label and its value ("Minimum bet", "100 INR"). */
export type Fact = readonly [label: string, value: string];

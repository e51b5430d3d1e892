/** What the start says to the person who ran it, one line at a time. */
export const say = (line: string) => console.log(`[localhub] ${line}`);

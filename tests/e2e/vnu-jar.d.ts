/** vnu-jar ships no types: its default export is the path of the checker's jar. */
declare module 'vnu-jar' {
  const jarPath: string;
  export default jarPath;
}

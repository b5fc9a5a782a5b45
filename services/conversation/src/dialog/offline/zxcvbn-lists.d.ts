// The zxcvbn-ts word lists, imported one file each; the packages declare only their index.
declare module '@zxcvbn-ts/language-en/dist/commonWords.json.mjs' {
  const words: string[];
  export default words;
}
declare module '@zxcvbn-ts/language-en/dist/firstnames.json.mjs' {
  const words: string[];
  export default words;
}
declare module '@zxcvbn-ts/language-es-es/dist/firstnames.json.mjs' {
  const words: string[];
  export default words;
}

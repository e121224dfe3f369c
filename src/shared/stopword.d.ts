// The stopword package ships no types: the five lists we use.
declare module 'stopword' {
  export const eng: string[];
  export const fra: string[];
  export const spa: string[];
  export const deu: string[];
  export const zho: string[];
}

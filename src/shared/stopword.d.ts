// The stopword package ships no types: the lists we use (the five interface
// languages, and five more the job-ad match recognises as not covered).
declare module 'stopword' {
  export const eng: string[];
  export const fra: string[];
  export const spa: string[];
  export const deu: string[];
  export const zho: string[];
  export const ita: string[];
  export const por: string[];
  export const nld: string[];
  export const pol: string[];
  export const rus: string[];
}

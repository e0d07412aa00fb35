// jstat ships no types; only the functions skill-ci calls are declared here.
declare module 'jstat' {
  interface JStatStatic {
    beta: { inv(p: number, alpha: number, beta: number): number }
    normal: {
      inv(p: number, mean: number, sd: number): number
      cdf(x: number, mean: number, sd: number): number
    }
    studentt: { inv(p: number, dof: number): number; cdf(x: number, dof: number): number }
  }
  const jStat: JStatStatic
  export default jStat
}

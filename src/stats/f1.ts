// Triggering F1 recomputed from the judge's own predictions, as PluginEval defines it:
// TP = should ∧ would, FP = ¬should ∧ would, FN = should ∧ ¬would; 0/0 is defined as 0. True
// negatives do not enter F1 (they only matter through precision).

export interface TriggerPrediction {
  should_trigger: boolean
  would_trigger: boolean
}

export interface TriggerF1 {
  tp: number
  fp: number
  fn: number
  tn: number
  precision: number
  recall: number
  f1: number
}

export function triggerF1(predictions: TriggerPrediction[]): TriggerF1 {
  let tp = 0
  let fp = 0
  let fn = 0
  let tn = 0
  for (const p of predictions) {
    if (p.should_trigger && p.would_trigger) tp++
    else if (!p.should_trigger && p.would_trigger) fp++
    else if (p.should_trigger) fn++
    else tn++
  }
  const precision = tp + fp === 0 ? 0 : tp / (tp + fp)
  const recall = tp + fn === 0 ? 0 : tp / (tp + fn)
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall)
  return { tp, fp, fn, tn, precision, recall, f1 }
}

// Figures over samples, for every bench step. A module of its own: report.mjs reads the steps'
// targets as it loads, so a step importing report.mjs would see them uninitialised.

/** The middle value of `values` (the mean of the middle two when their count is even); null when there are none. */
export const median = (values) => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

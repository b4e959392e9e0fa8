// The pipeline last shown on this device (the board's and the forecast's choice), so each opens
// where the broker left off.
const KEY = 'crm.deals.pipeline';

export const readLastPipeline = () => {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
};

export const storeLastPipeline = (id: string) => {
  try {
    localStorage.setItem(KEY, id);
  } catch {
    // Storage refused (private mode): the page opens on the first pipeline next time.
  }
};

// A text box of pages/ui/shared/text_box.py: while the box holds other text than the one last
// applied, the body element carries data-stale-KEY (the page's CSS then names and dims the old
// figures), looked at on every input and twice a second; Ctrl+Enter (Cmd+Enter on a Mac)
// presses the box's button; the box takes at most LIMIT characters, as the browser counts
// them, without Streamlit's English counter.
(() => {
  const boxes = (window.__eloTextBoxes = window.__eloTextBoxes || {});
  boxes[__KEY__] = { applied: __APPLIED__, limit: __LIMIT__ };

  const table = (window.__eloCrcTable = window.__eloCrcTable || (() => {
    const t = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      t[n] = c >>> 0;
    }
    return t;
  })());

  // zlib's crc32 of the text as UTF-16 (little-endian), which the server works out the same way
  const crc32 = (text) => {
    let c = 0xffffffff;
    for (let i = 0; i < text.length; i++) {
      const unit = text.charCodeAt(i);
      c = table[(c ^ unit) & 0xff] ^ (c >>> 8);
      c = table[(c ^ (unit >>> 8)) & 0xff] ^ (c >>> 8);
    }
    return (c ^ 0xffffffff) >>> 0;
  };

  const area = (key) => document.querySelector(`.st-key-${key} textarea`);

  // what each box held and was applied when last looked at: its checksum is worked out again
  // only when one of them has changed
  const seen = (window.__eloTextBoxesSeen = window.__eloTextBoxesSeen || {});

  const check = (key) => {
    const box = area(key);
    if (!box) return;
    const { applied, limit } = boxes[key];
    if (box.maxLength !== limit) box.maxLength = limit;
    const last = seen[key];
    if (last && last.value === box.value && last.applied === applied) return;
    seen[key] = { value: box.value, applied };
    document.body.toggleAttribute(`data-stale-${key}`, crc32(box.value) !== applied);
  };

  const owner = (target) => Object.keys(boxes).find(
    (key) => target instanceof HTMLTextAreaElement && target.closest(`.st-key-${key}`));

  if (!window.__eloTextBoxesListen) {
    window.__eloTextBoxesListen = true;
    // the server can put a text into a box (an upload, a table edit, Back) after this script
    // has looked, and a box applied unchanged draws no new script: look twice a second too
    setInterval(() => Object.keys(boxes).forEach(check), 500);
    const timers = {};
    document.addEventListener("input", (event) => {
      const key = owner(event.target);
      if (key === undefined) return;
      // a paste typed in line by line fires two events a line: look once it has settled
      clearTimeout(timers[key]);
      timers[key] = setTimeout(() => check(key), 150);
    }, true);
    document.addEventListener("keydown", (event) => {
      const key = owner(event.target);
      if (key === undefined || event.key !== "Enter" || !(event.ctrlKey || event.metaKey)) {
        return;
      }
      const button = document.querySelector(`.st-key-_${key}_apply button`);
      if (button) {
        event.preventDefault();
        button.click();
      }
    }, true);
  }
  // the server has drawn the box afresh: it holds the applied text, or what is still typed in it
  setTimeout(() => check(__KEY__), 0);
})();

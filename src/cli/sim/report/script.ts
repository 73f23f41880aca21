/**
 * Turns the chart specs into Chart.js charts: every canvas[data-chart] gets its chart. Whiskers
 * (a small plugin) draw the intervals on bars; lines get them as a band (two hidden-from-the-legend
 * datasets filled between). No animation, so the page prints and is tested as it opens.
 */
export const SCRIPT = String.raw`
(() => {
  'use strict';
  const specs = JSON.parse(document.getElementById('fray-charts').textContent);
  if (typeof Chart === 'undefined') return;
  Chart.defaults.font.family = getComputedStyle(document.body).fontFamily;
  Chart.defaults.color = '#1d2330';
  const fmt = (unit, v) => {
    if (v === null || v === undefined) return '—';
    if (unit === 'pts') return (v > 0 ? '+' : '') + v.toFixed(1).replace('-', '−') + ' pts';
    return v.toFixed(1) + ' %';
  };
  const tick = (unit) => (v) => (unit === 'pts' ? (v > 0 ? '+' : '') + v : v + ' %');
  const whiskers = {
    id: 'frayIntervals',
    afterDatasetsDraw(chart) {
      const { ctx } = chart;
      const scale = chart.scales.y;
      chart.data.datasets.forEach((ds, i) => {
        if (!ds.intervals || ds.band || !chart.isDatasetVisible(i)) return;
        chart.getDatasetMeta(i).data.forEach((bar, j) => {
          const iv = ds.intervals[j];
          if (!iv) return;
          const a = scale.getPixelForValue(iv[0]);
          const b = scale.getPixelForValue(iv[1]);
          const w = Math.max(3, Math.min(10, (bar.width || 24) / 4));
          ctx.save();
          ctx.strokeStyle = '#1d2330';
          ctx.lineWidth = 1.5;
          ctx.beginPath();
          ctx.moveTo(bar.x, a); ctx.lineTo(bar.x, b);
          ctx.moveTo(bar.x - w, a); ctx.lineTo(bar.x + w, a);
          ctx.moveTo(bar.x - w, b); ctx.lineTo(bar.x + w, b);
          ctx.stroke();
          ctx.restore();
        });
      });
    },
  };
  const title = (text) => (text ? { display: true, text } : { display: false });
  const valueScale = (s) => ({
    min: s.range ? s.range[0] : undefined,
    max: s.range ? s.range[1] : undefined,
    beginAtZero: true,
    title: title(s.yTitle),
    ticks: { callback: tick(s.unit) },
    grid: { color: (c) => (c.tick && c.tick.value === 0 ? '#5b6473' : '#e6e8ec') },
  });
  const label = (s) => (item) => {
    const iv = item.dataset.intervals && item.dataset.intervals[item.dataIndex];
    const v = s.kind === 'stacked' ? item.parsed.x : item.parsed.y;
    const name = item.dataset.label ? item.dataset.label + ': ' : '';
    return name + fmt(s.unit, v) + (iv ? ' (95 %: ' + fmt(s.unit, iv[0]) + ' to ' + fmt(s.unit, iv[1]) + ')' : '');
  };
  const common = (s, legend) => ({
    animation: false,
    responsive: true,
    maintainAspectRatio: false,
    plugins: {
      legend: { display: legend, labels: { filter: (it, data) => !data.datasets[it.datasetIndex].band } },
      tooltip: { filter: (it) => !it.dataset.band, callbacks: { label: label(s) } },
    },
  });
  const configOf = (s) => {
    if (s.kind === 'stacked') {
      return {
        type: 'bar',
        data: { labels: s.labels, datasets: s.series.map((d) => ({ label: d.label, data: d.data, backgroundColor: d.color })) },
        options: { ...common(s, true), indexAxis: 'y',
          scales: { x: { ...valueScale(s), stacked: true }, y: { stacked: true } } },
      };
    }
    if (s.kind === 'lines') {
      const datasets = s.series.flatMap((d) => [
        { label: d.label + ' (high)', band: true, data: d.intervals.map((iv) => (iv ? iv[1] : null)),
          borderWidth: 0, pointRadius: 0, fill: false, backgroundColor: d.color + '30' },
        { label: d.label + ' (low)', band: true, data: d.intervals.map((iv) => (iv ? iv[0] : null)),
          borderWidth: 0, pointRadius: 0, fill: '-1', backgroundColor: d.color + '30' },
        { label: d.label, data: d.data, intervals: d.intervals, borderColor: d.color,
          backgroundColor: d.color, borderWidth: 2, pointRadius: 3, fill: false },
      ]);
      return {
        type: 'line',
        data: { labels: s.labels, datasets },
        options: { ...common(s, true), interaction: { mode: 'index', intersect: false },
          scales: { x: { title: title(s.xTitle) }, y: valueScale(s) } },
      };
    }
    return {
      type: 'bar',
      data: { labels: s.labels, datasets: s.series.map((d) => ({ label: d.label, data: d.data, intervals: d.intervals, backgroundColor: d.color })) },
      options: { ...common(s, s.series.length > 1),
        scales: { x: { title: title(s.xTitle), grid: { display: false } }, y: valueScale(s) } },
      plugins: [whiskers],
    };
  };
  for (const canvas of document.querySelectorAll('canvas[data-chart]')) {
    const spec = specs[canvas.dataset.chart];
    if (spec) new Chart(canvas, configOf(spec));
  }
  window.addEventListener('beforeprint', () => {
    for (const d of document.querySelectorAll('details')) d.open = true;
    for (const chart of Object.values(Chart.instances)) chart.resize();
  });
})();
`;

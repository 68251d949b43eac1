// A small, dependency-free browsable reference for /api/openapi.json, served at /api/docs (CSP-safe: no inline code).
export const DOCS_CSS = `body{font:14px/1.5 system-ui,sans-serif;max-width:1000px;margin:2rem auto;padding:0 1rem;color:#222}
section{border:1px solid #ddd;border-radius:6px;margin:.75rem 0;padding:.5rem 1rem}
h2{font-size:1rem;margin:.25rem 0}code{background:#f4f4f4;padding:0 .25rem;border-radius:3px}
.m{display:inline-block;min-width:3.5rem;font-weight:700}.GET{color:#0b7a3e}.POST{color:#1f5fbf}
table{border-collapse:collapse;width:100%;margin:.5rem 0}td,th{border-bottom:1px solid #eee;text-align:left;padding:.2rem .4rem;vertical-align:top}
.tag{color:#666;font-size:.85em}details pre{white-space:pre-wrap;background:#fafafa;padding:.5rem}`;

export const DOCS_JS = `(async function(){
  var app=document.getElementById('app');
  var doc=await (await fetch('/api/openapi.json')).json();
  function esc(s){return String(s).replace(/[&<>"]/g,function(c){return {'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;'}[c]})}
  function typeOf(s){if(!s)return '';if(s.type)return Array.isArray(s.type)?s.type.join('|'):s.type;if(s.anyOf)return s.anyOf.map(typeOf).join(' | ');if(s.enum)return 'enum';return ''}
  var html='<h1>'+esc(doc.info.title)+' <small>'+esc(doc.info.version)+'</small></h1><p>'+esc(doc.info.description)+'</p>';
  Object.keys(doc.paths).forEach(function(p){Object.keys(doc.paths[p]).forEach(function(m){
    var op=doc.paths[p][m];var props={},req=[];
    if(op.requestBody){var s=op.requestBody.content['application/x-www-form-urlencoded'].schema;props=s.properties||{};req=s.required||[]}
    else{op.parameters.filter(function(x){return x.in==='query'}).forEach(function(x){props[x.name]=x.schema;if(x.required)req.push(x.name)})}
    var rows=Object.keys(props).map(function(k){return '<tr><td><code>'+esc(k)+'</code></td><td>'+esc(typeOf(props[k]))+'</td><td>'+(req.indexOf(k)>=0?'required':'')+'</td><td>'+esc(props[k].description||'')+'</td></tr>'}).join('');
    html+='<section id="'+esc(op.operationId)+'"><h2><span class="m '+m.toUpperCase()+'">'+m.toUpperCase()+'</span><code>'+esc(p)+'</code></h2>'+
      '<div>'+esc(op.summary)+' <span class="tag">['+esc(op.tags.join(', '))+'; auth: '+esc(op['x-auth'])+(op['x-signed']?'; signed':'; unsigned')+']</span></div>'+
      '<table><thead><tr><th>parameter</th><th>type</th><th></th><th></th></tr></thead><tbody>'+rows+'</tbody></table>'+
      '<details><summary>Response schema</summary><pre>'+esc(JSON.stringify(op.responses[200].content['application/json'].schema,null,2))+'</pre></details></section>';
  })});
  app.innerHTML=html;
})();`;

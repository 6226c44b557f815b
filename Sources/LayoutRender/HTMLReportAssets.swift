import DeviceCatalog
import Foundation

/// The report's fixed text: the legend, the filters' script and the style sheet.
extension HTMLReport {
  static let legend = """
    <p class="legend">\
    <span class="key safe">safe area</span> \
    <span class="key margins">layout margins</span> \
    <span class="key view">view</span> \
    <span class="key content">scroll content</span> \
    <span class="key unreachable">unreachable content</span> \
    <span class="key bar">bar / status bar</span> \
    <span class="key finding">finding</span> \
    Housing shapes without a catalog rectangle are approximate; see Documentation/Render.md.\
    </p>

    """

  /// The filters: an environment shows when it matches every chosen family, orientation and iOS
  /// version; a finding or picture shows when one of its environments does and its severity and
  /// rule match. Groups (files, views, scenes) with nothing shown are hidden.
  /// Lists a scene page's pictures from its data (`P`, ``Page/pageData(_:sheet:findings:)``):
  /// each a figure with its id, environments, severities and rules (what the filters read), its
  /// image from the sheet (lazily loaded, its size given) and its caption — the orientation, the
  /// devices by iOS version in matrix order, each device once with all its versions, and links
  /// to its findings. A picture whose words would be under 12 px at the page's width is shown at
  /// its legible width, scrolled sideways (a tap fits it to the page). Text goes in as text.
  static let pictureScript = """
    (function(){
    if(typeof P=='undefined')return;
    var box=document.getElementById('pictures');
    function t(s){return document.createTextNode(s);}
    P.p.forEach(function(q){
    var fig=document.createElement('figure'),env=[];fig.id=q[0];
    q[4].split(' ').forEach(function(p){if(!p)return;var a=p.split('-'),x=+a[0],\
    y=a.length>1?+a[1]:x;for(var i=x;i<=y;i++)env.push(i);});
    fig.setAttribute('data-e',q[4]);
    var marks=q[5]?q[5].split(' '):[],sev=[],rul=[];
    marks.forEach(function(m){var f=P.f[m];if(sev.indexOf(f[0])<0)sev.push(f[0]);\
    if(rul.indexOf(f[1])<0)rul.push(f[1]);});
    if(marks.length){fig.setAttribute('data-s',sev.join(' '));\
    fig.setAttribute('data-r',rul.join(' '));}
    var img=document.createElement('img');img.loading='lazy';img.width=q[1];img.height=q[2];
    if(q[3]>0){fig.className='zoom';img.style.minWidth=q[3]+'px';\
    img.addEventListener('click',function(){fig.classList.toggle('fit');});}
    img.src=q[7]||P.s+'#'+q[0];fig.appendChild(img);
    var cap=document.createElement('figcaption'),b=document.createElement('b');
    var names=[],vers=[],parts=[];
    env.forEach(function(i){var n=D[E[3*i]],k=names.indexOf(n);\
    if(k<0){names.push(n);vers.push([E[3*i+2]]);}else vers[k].push(E[3*i+2]);});
    names.forEach(function(n,k){var v=vers[k].join(', '),part=null;\
    parts.forEach(function(p){if(p.v==v)part=p;});\
    if(!part){part={v:v,n:[]};parts.push(part);}part.n.push(n);});
    b.textContent=q[8]?q[8][0]:O[E[3*env[0]+1]];cap.appendChild(b);
    cap.appendChild(t((q[6]==1?', status bar hidden':'')+' \\u00b7 '+(q[8]?q[8][1]:parts.map(\
    function(p){return 'iOS '+p.v+': '+p.n.join(', ');}).join('; '))));
    if(marks.length){cap.appendChild(t(' \\u00b7 '));marks.forEach(function(m,k){\
    if(k)cap.appendChild(t(' '));var a=document.createElement('a');\
    a.href='index.html#finding-'+m;a.className=P.f[m][0];a.textContent=m;cap.appendChild(a);});}
    fig.appendChild(cap);box.appendChild(fig);});
    })();

    """

  /// Writes the filters' menus into the empty form from the lists it carries (`data-f` the
  /// families, `data-o` the orientations, `data-s` the severities, `data-r` the rules; the iOS
  /// versions from `E`), each starting with "all …".
  static let formScript = """
    (function(){
    var form=document.getElementById('filters');if(!form)return;
    function list(a){var v=form.getAttribute(a);return v?v.split(' '):[];}
    function sel(name,all,opts){var l=document.createElement('label'),\
    s=document.createElement('select');l.appendChild(document.createTextNode(name+' '));\
    s.name=name;[['','all '+all]].concat(opts).forEach(function(o){\
    var e=document.createElement('option');e.value=o[0];e.textContent=o[1];s.appendChild(e);});\
    l.appendChild(s);form.appendChild(l);form.appendChild(document.createTextNode('\\n'));}
    sel('family','devices',list('data-f').map(function(f){return [f,KL[K.indexOf(f)]];}));
    sel('orientation','orientations',list('data-o').map(function(o){return [o,o];}));
    var v=[];for(var i=2;i<E.length;i+=3)if(v.indexOf(E[i])<0)v.push(E[i]);
    v.sort(function(a,b){return a-b;});
    sel('ios','iOS versions',v.map(function(x){return [String(x),'iOS '+x];}));
    sel('severity','severities',list('data-s').map(function(x){return [x,x];}));
    sel('rule','rules',list('data-r').map(function(x){return [x,x];}));
    var out=document.createElement('output');out.id='shown';form.appendChild(out);
    })();

    """

  static let filterScript = """
    (function(){
    var form=document.getElementById('filters');form.hidden=false;
    if(innerWidth<600)document.getElementById('tools').open=false;
    var items=[].slice.call(document.querySelectorAll('[data-e]'));
    var kind=document.querySelector('article[data-e]')?'ARTICLE':'FIGURE',\
    noun=kind=='ARTICLE'?' findings shown':' pictures shown';
    var groups=[].slice.call(document.querySelectorAll('.group'));
    var lists=items.map(function(el){var r=[];el.getAttribute('data-e').split(' ').forEach(\
    function(p){if(!p)return;var a=p.split('-'),x=+a[0],y=a.length>1?+a[1]:x;\
    for(var i=x;i<=y;i++)r.push(i);});return r;});
    function has(list,value){return !value||(' '+list+' ').indexOf(' '+value+' ')>=0;}
    function apply(){
    var f=form.family.value,o=form.orientation.value,v=form.ios.value,\
    s=form.severity.value,r=form.rule.value,n=0,t=0;
    var b=K.indexOf(f),ok=[];for(var i=0;i<E.length;i+=3)ok.push((!f||(F[E[i]]>>b&1)==1)&&\
    (!o||O[E[i+1]]==o)&&(!v||E[i+2]==v));
    items.forEach(function(el,k){
    var show=lists[k].length?lists[k].some(function(i){return ok[i];}):!(f||o||v);
    if(s&&!has(el.getAttribute('data-s'),s))show=false;
    if(r&&!has(el.getAttribute('data-r'),r))show=false;
    el.hidden=!show;if(el.tagName==kind){t++;if(show)n++;}});
    groups.forEach(function(g){g.hidden=!g.querySelector('[data-e]:not([hidden])');});
    document.getElementById('shown').textContent=n+' of '+t+noun;}
    form.addEventListener('change',apply);apply();
    })();

    """

  /// The style of every page.
  static let style = """
    body{font-family:-apple-system,Helvetica,Arial,sans-serif;margin:0;color:#1c1c1e;\
    background:#f2f2f7;font-size:15px;line-height:1.4}
    header,main{max-width:1800px;margin:0 auto;padding:12px 24px}
    header{padding-bottom:0}main{padding-top:4px}
    #tools>summary{font-size:13px;color:#3c3c43;cursor:pointer}
    [hidden]{display:none!important}
    h1{font-size:24px;margin:0 0 6px}
    h2{font-size:20px;margin:8px 0 6px}
    .path,.place{font-family:Menlo,monospace;font-size:13px;font-weight:normal;color:#6e6e73}
    .summary{margin:0 0 8px;color:#3c3c43}
    #filters{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;margin:8px 0;\
    font-size:14px}
    #filters select{font-size:14px}
    #shown{color:#6e6e73}
    .legend{font-size:13px;color:#3c3c43;margin:6px 0}
    .key{display:inline-block;padding:1px 6px;margin-right:4px;border-radius:3px}
    .key.safe{background:#e1f5e6;border:1px dashed #248a3d}
    .key.margins{border:1px dashed #007aff}
    .key.view{border:1px solid #5856d6}
    .key.content{border:1px dashed #ff9500}
    .key.unreachable{border:1px solid #d70015;background:repeating-linear-gradient(45deg,\
    #fde7e9 0 3px,#f4a3aa 3px 5px)}
    .key.bar{background:#dcdce0}
    .key.finding{border:2px solid #ff3b30}
    .pair,.pictures{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start;margin-top:8px}
    .pair{flex-wrap:nowrap;gap:12px}
    .pair figure{flex:0 1 auto;min-width:0}
    .pair img{width:auto;max-height:max(300px,calc(100vh - 470px))}
    figure{margin:0;max-width:100%}
    figure.zoom{overflow-x:auto}figure.zoom img{cursor:zoom-out}
    figure.fit img{min-width:0!important;cursor:zoom-in}
    figure img{display:block;max-width:100%;height:auto;background:#fff}
    figcaption{font-size:13px;margin-top:4px;max-width:440px;color:#3c3c43}
    figcaption a{color:#0b57d0;text-decoration:none}
    figcaption a.error{color:#d70015}figcaption a.warning{color:#c93400}
    .pictures figure{background:#fff;border-radius:10px;padding:8px;\
    box-shadow:0 1px 3px rgba(0,0,0,.1)}
    .summary a{color:#0b57d0}.summary a.error{color:#d70015}.summary a.warning{color:#c93400}
    @media (max-width:600px){header,main{padding:8px 10px}main.scene{padding:8px 10px}\
    .pictures figure{padding:8px 0}}
    """

  /// What `index.html` adds to ``style``: the counts, the findings and the list of scenes.
  static let indexStyle = """
    h3{font-size:16px;margin:0 0 4px}
    h4{font-size:15px;margin:6px 0 4px}
    h3.path{font-size:14px;color:#1c1c1e}
    table.counts{display:inline-table;border-collapse:collapse;margin:0 16px 8px 0;\
    vertical-align:top;font-size:14px;background:#fff}
    .counts th,.counts td{border:1px solid #d1d1d6;padding:2px 8px;text-align:left}
    .counts td:last-child{text-align:right}
    section.file{background:#fff;border-radius:10px;padding:10px 16px;\
    margin:8px 0;box-shadow:0 1px 3px rgba(0,0,0,.1)}
    article.finding{border-top:1px solid #e5e5ea;padding:8px 0 4px}
    article.finding p{margin:2px 0}
    .badge{display:inline-block;min-width:20px;padding:0 4px;border-radius:10px;color:#fff;\
    text-align:center;font-weight:bold;font-size:13px}
    .badge.error{background:#ff3b30}.badge.warning{background:#ff9500}.badge.note{background:#007aff}
    .severity{font-weight:bold;text-transform:uppercase;font-size:12px}
    .severity.error{color:#d70015}.severity.warning{color:#c93400}.severity.note{color:#0040dd}
    .amount,.where,.fix,.everywhere{color:#3c3c43}
    .everywhere{max-width:320px}
    .counts td a{color:#0b57d0;text-decoration:none}
    .counts td a.error{color:#d70015}.counts td a.warning{color:#c93400}
    figure.worst figcaption{color:#d70015}
    figure.right figcaption{color:#248a3d}
    .clean{color:#248a3d}
    table.scenes{border-collapse:collapse;background:#fff;font-size:14px}
    .scenes th,.scenes td{border:1px solid #d1d1d6;padding:2px 8px;text-align:left}
    @media (max-width:600px){section.file{padding:10px}header,main{padding:10px 12px}
    .pair img{max-height:none}h1{font-size:20px}}
    """
}

import DeviceCatalog
import Foundation
import LayoutAudit

/// The `index.html` of a render: every picture side by side, scene by scene, with the scene's
/// findings listed under its pictures, numbered as the pictures number them.
///
/// Self-contained: the SVGs are inline, the CSS is in the page; no network, no JavaScript.
/// Deterministic: pages and findings appear in the order given, and nothing depends on the date.
///
/// ```swift
/// let html = HTMLReport.render(pages: pages, findings: report.findings)
/// ```
public enum HTMLReport {
  /// The report of `pages`.
  ///
  /// - Parameters:
  ///   - pages: the pictures, in the order to show them; pages of one scene are grouped under
  ///     the scene's first appearance.
  ///   - findings: the findings of every scene; a scene lists those whose view was declared in
  ///     its file, in this order (the order the scene's SVGs number them in, when they were
  ///     rendered with the same per-scene list: ``findings(_:forFile:)``).
  ///   - title: the page title.
  /// - Returns: an HTML5 document.
  public static func render(
    pages: [RenderPage], findings: [Finding] = [], title: String = "SafeAreaKit render"
  ) -> String {
    var scenes: [(name: String, file: String, pages: [RenderPage])] = []
    for page in pages {
      if let index = scenes.firstIndex(where: { $0.file == page.file && $0.name == page.scene }) {
        scenes[index].pages.append(page)
      } else {
        scenes.append((page.scene, page.file, [page]))
      }
    }
    let e = Markup.escape
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(e(title))</title>
      <style>
      \(style)
      </style>
      </head>
      <body>
      <h1>\(e(title))</h1>

      """
    let total = findings.count
    html +=
      "<p class=\"summary\">\(scenes.count) \(scenes.count == 1 ? "scene" : "scenes"), "
      + "\(pages.count) \(pages.count == 1 ? "picture" : "pictures"), "
      + "\(total) \(total == 1 ? "finding" : "findings").</p>\n"
    html += legend
    for scene in scenes {
      let sceneFindings = Self.findings(findings, forFile: scene.file)
      html += "<section class=\"scene\" id=\"\(e(Markup.identifier("scene-" + scene.name)))\">\n"
      html += "<h2>\(e(scene.name)) <span class=\"file\">\(e(scene.file))</span></h2>\n"
      html += "<div class=\"pictures\">\n"
      for page in scene.pages {
        // Every picture at the same scale, so that devices compare by size.
        let width = Self.attribute("width", in: page.svg).map { $0 * pictureScale } ?? 240
        html += "<figure style=\"width:\(Markup.number(width.rounded()))px\">\n\(page.svg)"
        html +=
          "<figcaption><a href=\"\(e(page.path))\">open SVG</a></figcaption>\n</figure>\n"
      }
      html += "</div>\n"
      html += findingsList(sceneFindings)
      html += "</section>\n"
    }
    html += "</body>\n</html>\n"
    return html
  }

  /// The scale of the pictures in the report (1 = one CSS pixel per point).
  static let pictureScale: CGFloat = 0.6

  /// The number in the first `name="…"` attribute of `svg`'s root element.
  static func attribute(_ name: String, in svg: String) -> CGFloat? {
    guard let end = svg.firstIndex(of: ">") else { return nil }
    let head = svg[..<end]
    guard let start = head.range(of: " \(name)=\"") else { return nil }
    let rest = head[start.upperBound...]
    guard let close = rest.firstIndex(of: "\"") else { return nil }
    return Double(rest[..<close]).map { CGFloat($0) }
  }

  /// The findings whose view was declared in `file`, in the order given.
  public static func findings(_ findings: [Finding], forFile file: String) -> [Finding] {
    findings.filter { $0.view.file == file }
  }

  static func findingsList(_ findings: [Finding]) -> String {
    let e = Markup.escape
    guard !findings.isEmpty else {
      return "<p class=\"clean\">No findings.</p>\n"
    }
    var html = "<h3>Findings</h3>\n<ol class=\"findings\">\n"
    for finding in findings {
      let severity = finding.severity.rawValue
      var place = finding.view.file
      if finding.view.line > 0 { place += ":\(finding.view.line):\(finding.view.column)" }
      html += "<li class=\"\(e(severity))\">"
      html += "<span class=\"severity\">\(e(severity))</span> "
      html += "<code class=\"rule\">\(e(finding.rule.rawValue))</code> "
      html += "<span class=\"view\">\(e(finding.view.phrase))</span> "
      html += "<span class=\"place\">\(e(place))</span><br>"
      html += "\(e(finding.message)) <span class=\"amount\">(\(e(finding.amountText)))</span><br>"
      html += "<span class=\"where\">\(e(finding.summary))</span><br>"
      html += "<span class=\"fix\">Fix: \(e(finding.fix))</span>"
      html += "</li>\n"
    }
    html += "</ol>\n"
    return html
  }

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

  static let style = """
    body{font-family:-apple-system,Helvetica,Arial,sans-serif;margin:24px;color:#1c1c1e;\
    background:#f2f2f7}
    h1{font-size:22px;margin:0 0 4px}
    h2{font-size:18px;margin:0 0 8px}
    h2 .file{font-size:13px;font-weight:normal;color:#6e6e73;font-family:Menlo,monospace}
    h3{font-size:14px;margin:12px 0 4px}
    .summary{margin:0 0 8px;color:#3c3c43}
    .legend{font-size:12px;color:#3c3c43}
    .key{display:inline-block;padding:1px 6px;margin-right:4px;border-radius:3px}
    .key.safe{background:#e1f5e6;border:1px dashed #248a3d}
    .key.margins{border:1px dashed #007aff}
    .key.view{border:1px solid #5856d6}
    .key.content{border:1px dashed #ff9500}
    .key.unreachable{border:1px solid #d70015;background:repeating-linear-gradient(45deg,\
    #fde7e9 0 3px,#f4a3aa 3px 5px)}
    .key.bar{background:#dcdce0}
    .key.finding{border:2px solid #ff3b30}
    .scene{background:#fff;border-radius:10px;padding:16px;margin:16px 0;\
    box-shadow:0 1px 3px rgba(0,0,0,.1)}
    .pictures{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
    figure{margin:0;display:flex;flex-direction:column;align-items:center}
    figure svg{display:block;width:100%;height:auto}
    figcaption{font-size:12px;margin-top:4px}
    figcaption a{color:#0b57d0;text-decoration:none}
    ol.findings{margin:0;padding-left:24px;font-size:13px}
    ol.findings li{margin:6px 0}
    .severity{font-weight:bold;text-transform:uppercase;font-size:11px}
    li.error .severity{color:#d70015}
    li.warning .severity{color:#c93400}
    li.note .severity{color:#0040dd}
    .place{font-family:Menlo,monospace;font-size:12px;color:#6e6e73}
    .where,.fix{color:#3c3c43}
    .clean{color:#248a3d;font-size:13px}
    """
}

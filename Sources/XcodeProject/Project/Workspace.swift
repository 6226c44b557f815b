import Foundation
import TextEscaping

#if canImport(FoundationXML)
import FoundationXML
#endif

/// An `.xcworkspace`: the projects its `contents.xcworkspacedata` lists.
///
/// Locations are `group:` (relative to the enclosing `<Group>`, or to the workspace's folder at the
/// top), `container:` (relative to the workspace's folder), `absolute:` and `self:` (the project
/// that holds an embedded `project.xcworkspace`).
public struct Workspace: Hashable, Sendable {
  /// The `.xcworkspace` folder.
  public var path: String
  /// The `.xcodeproj` paths it lists, in its order.
  public var projects: [String]

  /// Reads the workspace at `path`.
  ///
  /// - Throws: ``ProjectError`` with the XML parser's line and column for malformed XML.
  public static func load(path: String) throws(ProjectError) -> Workspace {
    let cleaned = path.hasSuffix("/") ? String(path.dropLast()) : path
    let file = cleaned + "/contents.xcworkspacedata"
    let bytes = try readBytes(file)
    let text = String(decoding: bytes, as: UTF8.self)
    if text.contains("<!DOCTYPE") || text.contains("<!ENTITY") {
      throw ProjectError(
        .syntax, "document type declarations are not read in a workspace", file: file)
    }
    let folder = URL(fileURLWithPath: cleaned).deletingLastPathComponent().path
    let delegate = WorkspaceReader(folder: folder, workspace: cleaned)
    let parser = try makeXMLParser(bytes, file: file)
    parser.delegate = delegate
    let ok = parser.parse()
    if let failure = delegate.failure { throw failure }
    if !ok || delegate.firstError != nil {
      let lines = TextLines.split(text)
      let line = max(delegate.firstError?.line ?? parser.lineNumber, 1)
      let column = max(delegate.firstError?.column ?? parser.columnNumber, 1)
      throw ProjectError(
        .syntax, "malformed workspace XML", file: file, line: line, column: column,
        sourceLine: line <= lines.count ? String(lines[line - 1]) : nil)
    }
    return Workspace(path: cleaned, projects: delegate.projects)
  }
}

private final class WorkspaceReader: NSObject, XMLParserDelegate {
  let folder: String
  let workspace: String
  /// The resolved folder of each open `<Group>` (its own, or its parent's when it has none).
  var groups: [String] = []
  var projects: [String] = []
  /// The listed projects, for the duplicate check (a list search made 40,000 entries quadratic).
  var seen: Set<String> = []
  /// The first syntax error libxml2 reported (it recovers and reports more; `parse()` may even
  /// return true after one).
  var firstError: (line: Int, column: Int)?
  /// A limit the workspace broke.
  var failure: ProjectError?
  let file: String

  init(folder: String, workspace: String) {
    self.folder = folder
    self.workspace = workspace
    self.file = workspace + "/contents.xcworkspacedata"
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    if firstError == nil { firstError = (parser.lineNumber, parser.columnNumber) }
  }

  func resolve(_ location: String) -> String? {
    guard let colon = location.firstIndex(of: ":") else { return nil }
    let kind = location[..<colon]
    let rest = String(location[location.index(after: colon)...])
    let base: String
    switch kind {
    case "group": base = groups.last ?? folder
    case "container": base = folder
    case "absolute": return rest
    case "self": return URL(fileURLWithPath: workspace).deletingLastPathComponent().path
    default: return nil
    }
    if rest.isEmpty { return base }
    return URL(fileURLWithPath: base).appendingPathComponent(rest).standardizedFileURL.path
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    guard failure == nil else { return }
    if groups.count >= ProjectReaderLimits.maximumDepth {
      failure = ProjectError(
        .nestingTooDeep,
        "groups nest deeper than \(ProjectReaderLimits.maximumDepth) levels (Xcode writes a"
          + " few)", file: file, line: max(parser.lineNumber, 1),
        column: max(parser.columnNumber, 1))
      parser.abortParsing()
      return
    }
    let location = attributes["location"].flatMap(resolve)
    if elementName == "Group" {
      groups.append(location ?? groups.last ?? folder)
    } else if elementName == "FileRef", let location, location.hasSuffix(".xcodeproj"),
      seen.insert(location).inserted
    {
      projects.append(location)
    }
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    if elementName == "Group" { _ = groups.popLast() }
  }
}

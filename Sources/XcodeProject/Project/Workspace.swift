import Foundation

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
    let parser = XMLParser(data: Data(bytes))
    parser.shouldResolveExternalEntities = false
    parser.delegate = delegate
    guard parser.parse() else {
      let line = max(parser.lineNumber, 1)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      throw ProjectError(
        .syntax, "malformed workspace XML", file: file, line: line,
        column: max(parser.columnNumber, 1),
        sourceLine: line <= lines.count ? String(lines[line - 1]) : nil)
    }
    return Workspace(path: cleaned, projects: delegate.projects)
  }
}

private final class WorkspaceReader: NSObject, XMLParserDelegate {
  let folder: String
  let workspace: String
  var groups: [String] = []
  var projects: [String] = []

  init(folder: String, workspace: String) {
    self.folder = folder
    self.workspace = workspace
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
    let location = attributes["location"].flatMap(resolve)
    if elementName == "Group" {
      groups.append(location ?? groups.last ?? folder)
    } else if elementName == "FileRef", let location, location.hasSuffix(".xcodeproj"),
      !projects.contains(location)
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

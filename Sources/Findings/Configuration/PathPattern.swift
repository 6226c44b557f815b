import Foundation

/// A path or glob in a configuration, relative to the configuration's directory: `*` matches
/// within one path component, `**` any number of components, `?` one character. A pattern matches
/// a file when it matches the file's path or one of its parent directories, so `Pods` and
/// `Pods/**` both exclude everything under `Pods/`.
///
/// ```swift
/// PathPattern("**/*Tests").matches("App/AppTests/Fixture.xib")  // true
/// ```
public struct PathPattern: Hashable, Sendable, CustomStringConvertible {
  /// The pattern as written, without a leading `./` or trailing `/`.
  public var pattern: String

  /// Creates a pattern.
  public init(_ pattern: String) {
    var text = pattern
    while text.hasPrefix("./") { text.removeFirst(2) }
    while text.count > 1, text.hasSuffix("/") { text.removeLast() }
    self.pattern = text
  }

  public var description: String { pattern }

  /// Whether `path` (relative, `/`-separated) or one of its parent directories matches.
  public func matches(_ path: String) -> Bool {
    let pathParts = path.split(separator: "/").map(String.init)
    let patternParts = pattern.split(separator: "/").map(String.init)
    for count in stride(from: pathParts.count, through: 1, by: -1)
    where Self.match(patternParts[...], pathParts[0..<count]) {
      return true
    }
    return false
  }

  /// Components against components; `**` takes any number of them.
  private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
    guard let first = pattern.first else { return path.isEmpty }
    if first == "**" {
      let rest = pattern.dropFirst()
      for start in path.startIndex...path.endIndex where match(rest, path[start...]) {
        return true
      }
      return false
    }
    guard let component = path.first, matchComponent(Array(first), Array(component)) else {
      return false
    }
    return match(pattern.dropFirst(), path.dropFirst())
  }

  /// One component: `*` any run of characters, `?` one character.
  private static func matchComponent(_ pattern: [Character], _ text: [Character]) -> Bool {
    // Iterative wildcard matching with one backtrack point: linear in practice, never
    // exponential.
    var p = 0
    var t = 0
    var star: Int?
    var resume = 0
    while t < text.count {
      if p < pattern.count, pattern[p] == "*" {
        star = p
        resume = t
        p += 1
      } else if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
        p += 1
        t += 1
      } else if let star {
        p = star + 1
        resume += 1
        t = resume
      } else {
        return false
      }
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }

  /// `path` (as a run names it: relative to `workingDirectory`, or absolute) relative to `root`,
  /// `/`-separated and without `.` or `..` components; absolute when it is outside `root`.
  public static func relative(_ path: String, to root: String, from workingDirectory: String)
    -> String
  {
    let absolute = path.hasPrefix("/") ? path : workingDirectory + "/" + path
    let parts = normalized(absolute)
    let rootParts = normalized(root.hasPrefix("/") ? root : workingDirectory + "/" + root)
    guard parts.count >= rootParts.count, Array(parts.prefix(rootParts.count)) == rootParts
    else { return "/" + parts.joined(separator: "/") }
    return parts.dropFirst(rootParts.count).joined(separator: "/")
  }

  /// `path` made absolute against `workingDirectory`, without `.` or `..` components.
  public static func absolute(_ path: String, from workingDirectory: String) -> String {
    "/"
      + normalized(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
      .joined(separator: "/")
  }

  private static func normalized(_ path: String) -> [String] {
    var result: [String] = []
    for part in path.split(separator: "/") {
      if part == "." { continue }
      if part == ".." {
        if !result.isEmpty { result.removeLast() }
        continue
      }
      result.append(String(part))
    }
    return result
  }
}

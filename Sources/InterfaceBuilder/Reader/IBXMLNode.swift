import Foundation
import TextEscaping

#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of a parsed XML file, with where its start tag begins.
///
/// Attributes are kept as one flat array of name-value pairs rather than a dictionary: an element
/// has few of them, and a dictionary per element was a large part of a big file's memory
/// (`Documentation/HostileInput.md`).
struct IBXMLNode: Sendable {
  var name: String
  /// Name, value, name, value, … in the parser's order.
  private var attributePairs: [String]
  var children: [IBXMLNode]
  var location: SourceLocation

  init(
    name: String, attributes: [String: String], children: [IBXMLNode], location: SourceLocation
  ) {
    self.name = name
    var pairs: [String] = []
    if !attributes.isEmpty {
      pairs.reserveCapacity(attributes.count * 2)
      for (key, value) in attributes {
        pairs.append(key)
        pairs.append(value)
      }
    }
    attributePairs = pairs
    self.children = children
    self.location = location
  }

  subscript(_ attribute: String) -> String? {
    var index = 0
    while index + 1 < attributePairs.count {
      if attributePairs[index] == attribute { return attributePairs[index + 1] }
      index += 2
    }
    return nil
  }

  /// The text inside a `<string>` element (a label's multi-line `text`), kept as the pseudo
  /// attribute `#text`; other elements' text is not kept.
  var text: String? { self["#text"] }

  /// Appends `characters` to ``text``, up to `limit` bytes in all.
  mutating func appendText(_ characters: String, limit: Int) {
    var index = 0
    while index + 1 < attributePairs.count {
      if attributePairs[index] == "#text" {
        if attributePairs[index + 1].utf8.count + characters.utf8.count <= limit {
          attributePairs[index + 1] += characters
        }
        return
      }
      index += 2
    }
    guard characters.utf8.count <= limit else { return }
    attributePairs.append("#text")
    attributePairs.append(characters)
  }

  /// The first child element named `name` whose `key` attribute is `key` (any key when nil).
  func child(_ name: String, key: String? = nil) -> IBXMLNode? {
    children.first { $0.name == name && (key == nil || $0["key"] == key) }
  }

  /// The first child whose `key` attribute is `key`, whatever its element name.
  func child(key: String) -> IBXMLNode? {
    children.first { $0["key"] == key }
  }

  /// Children of the first child named `container` (`<subviews>`, `<constraints>` …).
  func children(of container: String) -> [IBXMLNode] {
    child(container)?.children ?? []
  }

  func bool(_ attribute: String) -> Bool? {
    switch self[attribute] {
    case "YES": true
    case "NO": false
    default: nil
    }
  }

  func number(_ attribute: String) -> Double? {
    guard let text = self[attribute] else { return nil }
    return IBXMLNode.parseNumber(text)
  }

  static func parseNumber(_ text: String) -> Double? {
    guard text.utf8.count <= 64, let value = Double(text), value.isFinite else { return nil }
    return value
  }
}

/// Builds an ``IBXMLNode`` tree with XMLParser, enforcing the reader's limits, never resolving
/// external entities. The caller has already refused DOCTYPE and ENTITY declarations.
final class IBXMLTreeBuilder: NSObject, XMLParserDelegate {
  private let file: String
  private let limits: IBReaderLimits
  private let source: SourceText
  private var stack: [IBXMLNode] = []
  private(set) var root: IBXMLNode?
  private(set) var failure: IBError?
  private var elementCount = 0

  init(file: String, source: SourceText, limits: IBReaderLimits) {
    self.file = file
    self.source = source
    self.limits = limits
  }

  /// Parses `data`; returns the root element or throws a located error.
  static func parse(data: Data, file: String, source: SourceText, limits: IBReaderLimits)
    throws(IBError) -> IBXMLNode
  {
    let builder = IBXMLTreeBuilder(file: file, source: source, limits: limits)
    // FoundationXML crashes on some input libxml2 accepts (a processing instruction without
    // data, anywhere): the parser reads the bytes with those blanked, offsets unchanged.
    let prepared: [UInt8]
    switch XMLParserInput.prepare([UInt8](data)) {
    case .success(let bytes): prepared = bytes
    case .failure(.invalidUTF8(let offset)):
      let location = source.location(ofOffset: offset)
      throw IBError(
        .unsupportedEncoding, "the file is not valid UTF-8; Interface Builder files are UTF-8",
        at: location, sourceLine: source.line(location.line))
    }
    // A stream, not `XMLParser(data:)`: given all bytes as one chunk, libxml2's push parser stops
    // at 10,000,000 bytes ("huge input lookup", error 1), below the documented 32 MB; read from
    // a stream it is fed in chunks and reads files of any size the limits admit.
    let parser = XMLParser(stream: InputStream(data: Data(prepared)))
    parser.shouldResolveExternalEntities = false
    parser.shouldProcessNamespaces = false
    parser.shouldReportNamespacePrefixes = false
    parser.delegate = builder
    let ok = parser.parse()
    if let failure = builder.failure { throw failure }
    if !ok || !builder.stack.isEmpty || builder.firstSyntaxError != nil {
      // libxml2 reports the first error where it finds it, then may recover and report more
      // (the last at the end of the file): the first one is where the file is broken.
      let first = builder.firstSyntaxError
      var location = source.location(
        line: first?.line ?? parser.lineNumber, column: first?.column ?? parser.columnNumber)
      if let error = first?.error, (error as NSError).code == 76 {
        // A mismatched end tag is reported after its `>`; point at its name, as expat does.
        location =
          source.startOfEndTag(
            before: source.offset(parserLine: first?.line ?? 0, column: first?.column ?? 0))
          ?? location
      }
      let reason =
        (first?.error ?? parser.parserError).map { IBXMLTreeBuilder.describe($0) }
        ?? "unexpected end of file"
      throw IBError(
        .malformedXML,
        "the file is not well-formed XML (\(reason)); open it in Xcode or restore it from version"
          + " control",
        at: location, sourceLine: source.line(location.line))
    }
    guard let root = builder.root else {
      let location = SourceLocation(file: file, line: 1, column: 1)
      throw IBError(
        .malformedXML, "the file has no root element; expected '<document>'", at: location,
        sourceLine: source.line(1))
    }
    return root
  }

  private static func describe(_ error: any Error) -> String {
    let code = (error as NSError).code
    switch code {
    case 4: return "empty document"
    case 5: return "the file ends before the document is complete"
    case 76: return "mismatched or unclosed tag"
    case 26, 27: return "undeclared entity"
    case 9: return "invalid character"
    case 41, 73: return "malformed start tag"
    case 39: return "an attribute value does not start with a quote"
    case 40: return "an attribute value is not closed"
    default: return "XML parser error \(code)"
    }
  }

  /// The first syntax error libxml2 reported, where it reported it.
  private(set) var firstSyntaxError: (error: any Error, line: Int, column: Int)?

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    guard failure == nil, firstSyntaxError == nil else { return }
    firstSyntaxError = (parseError, parser.lineNumber, parser.columnNumber)
  }

  private func fail(_ error: IBError, _ parser: XMLParser) {
    if failure == nil { failure = error }
    parser.abortParsing()
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    guard failure == nil else { return }
    let location = source.startOfTag(
      named: elementName, endLine: parser.lineNumber, endColumn: parser.columnNumber)
    elementCount += 1
    if elementCount > limits.maximumElementCount {
      fail(
        IBError(
          .tooManyElements,
          "the file has more than \(limits.maximumElementCount) elements; Interface Builder files"
            + " are far smaller", at: location, sourceLine: source.line(location.line)), parser)
      return
    }
    if stack.count >= limits.maximumDepth {
      fail(
        IBError(
          .nestingTooDeep,
          "elements nest deeper than \(limits.maximumDepth) levels at '<\(elementName)>'",
          at: location, sourceLine: source.line(location.line)), parser)
      return
    }
    for key in attributeDict.keys.sorted() {
      if let value = attributeDict[key], value.utf8.count > limits.maximumAttributeLength {
        fail(
          IBError(
            .attributeTooLong,
            "attribute '\(key)' of '<\(elementName)>' is \(value.utf8.count) bytes long; the"
              + " limit is \(limits.maximumAttributeLength)", at: location,
            sourceLine: source.line(location.line)), parser)
        return
      }
    }
    if let problem = IBNumberBounds.problem(in: attributeDict, element: elementName) {
      fail(
        IBError(
          .numberOutOfBounds, problem, at: location, sourceLine: source.line(location.line)),
        parser)
      return
    }
    stack.append(
      IBXMLNode(name: elementName, attributes: attributeDict, children: [], location: location))
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard failure == nil, let last = stack.indices.last, stack[last].name == "string" else {
      return
    }
    stack[last].appendText(string, limit: limits.maximumAttributeLength)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    guard failure == nil, let node = stack.popLast() else { return }
    if stack.isEmpty {
      root = node
    } else {
      stack[stack.count - 1].children.append(node)
    }
  }

  func parser(
    _ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?
  ) {
    refuseDeclaration("entity '\(name)'", parser)
  }

  func parser(
    _ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?,
    systemID: String?
  ) {
    refuseDeclaration("external entity '\(name)'", parser)
  }

  func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?)
    -> Data?
  {
    refuseDeclaration("external entity '\(name)'", parser)
    return nil
  }

  private func refuseDeclaration(_ what: String, _ parser: XMLParser) {
    let location = source.location(line: parser.lineNumber, column: parser.columnNumber)
    fail(
      IBError(
        .forbiddenDeclaration,
        "the file declares \(what); Interface Builder never writes DTDs or entities, and they are"
          + " never resolved", at: location, sourceLine: source.line(location.line)), parser)
  }
}

import Foundation
import TextEscaping

#if canImport(FoundationXML)
import FoundationXML
#endif

/// An `XMLParser` over `bytes` that neither resolves external entities nor sees what crashes
/// FoundationXML (``XMLParserInput``: processing instructions without data, DTD declarations
/// without identifiers, names that are not UTF-8). Every XML reader of this module starts here.
///
/// - Throws: ``ProjectError`` located at the first byte that is not UTF-8.
func makeXMLParser(_ bytes: [UInt8], file: String) throws(ProjectError) -> XMLParser {
  switch XMLParserInput.prepare(bytes) {
  case .success(let prepared):
    let parser = XMLParser(data: Data(prepared))
    parser.shouldResolveExternalEntities = false
    parser.shouldProcessNamespaces = false
    return parser
  case .failure(.invalidUTF8(let offset)):
    let lines = TextLines(bytes)
    let position = lines.position(ofOffset: offset)
    throw ProjectError(
      .unsupportedEncoding, "the file is not valid UTF-8 text", file: file, line: position.line,
      column: position.column, sourceLine: lines.line(position.line))
  }
}

/// A cursor over the Unicode scalars of a short string (a frame expression, a constraint).
struct TextScanner {
  let scalars: [Unicode.Scalar]
  private(set) var offset = 0

  init(_ text: String) {
    scalars = Array(text.unicodeScalars)
  }

  var isAtEnd: Bool { offset >= scalars.count }

  var peek: Unicode.Scalar? { offset < scalars.count ? scalars[offset] : nil }

  func peek(at distance: Int) -> Unicode.Scalar? {
    offset + distance < scalars.count ? scalars[offset + distance] : nil
  }

  mutating func advance(by count: Int = 1) {
    offset = min(scalars.count, offset + count)
  }

  mutating func skipSpaces() {
    while let scalar = peek, scalar == " " || scalar == "\t" {
      advance()
    }
  }

  /// The token at the cursor, for messages: a name, a number, a run of relation characters, or
  /// one scalar.
  func restOfToken() -> String {
    guard let first = peek else { return "" }
    var copy = self
    if isIdentifierStart(first), let path = copy.scanIdentifierPath() {
      return path
    }
    if copy.scanNumber() != nil {
      return String(String.UnicodeScalarView(scalars[offset..<copy.offset]))
    }
    let relationScalars: Set<Unicode.Scalar> = ["=", "<", ">", "!"]
    var index = offset
    while index < scalars.count, relationScalars.contains(scalars[index]) {
      index += 1
    }
    return String(String.UnicodeScalarView(scalars[offset..<max(index, offset + 1)]))
  }

  /// Scans `digits[.digits][e[+-]digits]` or `.digits`; `nil` (cursor unmoved) when there is no
  /// number here.
  mutating func scanNumber() -> Double? {
    let start = offset
    var index = offset
    func isDigit(_ index: Int) -> Bool {
      index < scalars.count && ("0"..."9").contains(scalars[index])
    }
    var sawDigits = false
    while isDigit(index) {
      index += 1
      sawDigits = true
    }
    if index < scalars.count, scalars[index] == ".", isDigit(index + 1) {
      index += 1
      while isDigit(index) {
        index += 1
        sawDigits = true
      }
    }
    guard sawDigits else { return nil }
    if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
      var exponentEnd = index + 1
      if exponentEnd < scalars.count, scalars[exponentEnd] == "+" || scalars[exponentEnd] == "-" {
        exponentEnd += 1
      }
      if isDigit(exponentEnd) {
        index = exponentEnd
        while isDigit(index) {
          index += 1
        }
      }
    }
    var text = String.UnicodeScalarView()
    text.append(contentsOf: scalars[start..<index])
    guard let value = Double(String(text)), value.isFinite else { return nil }
    offset = index
    return value
  }

  /// Scans `identifier(.identifier)*`; `nil` (cursor unmoved) when there is no identifier here.
  /// With `arguments`, a component may end in `(identifier)`, as in `margins(horizontal)`.
  mutating func scanIdentifierPath(arguments: Bool = false) -> String? {
    guard let first = peek, isIdentifierStart(first) else { return nil }
    var text = String.UnicodeScalarView()
    while let scalar = peek {
      if isIdentifierScalar(scalar) {
        text.append(scalar)
        advance()
      } else if arguments, scalar == "(", let next = peek(at: 1), isIdentifierStart(next) {
        var length = 1
        while let inner = peek(at: length), isIdentifierScalar(inner) { length += 1 }
        guard peek(at: length) == ")" else { break }
        for _ in 0...length {
          if let character = peek { text.append(character) }
          advance()
        }
      } else if scalar == ".", let next = peek(at: 1), isIdentifierStart(next) {
        text.append(scalar)
        advance()
      } else {
        break
      }
    }
    return String(text)
  }
}

func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
  scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
}

func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
  isIdentifierStart(scalar) || ("0"..."9").contains(scalar)
}

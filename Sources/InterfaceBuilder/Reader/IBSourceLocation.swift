import TextEscaping

/// A position in an Interface Builder file: the one ``TextEscaping/SourceLocation`` of every
/// reader (columns count Unicode scalars, as libxml2 does). The name is kept while the reader's
/// code moves to `SourceLocation`.
public typealias IBSourceLocation = SourceLocation

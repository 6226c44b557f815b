import Testing

@testable import InterfaceBuilder

/// The names a configuration's `ignore` entry may use for an object: its scene.
@Suite struct DocumentScopesTests {
  @Test("a view answers to its scene id, controller id and storyboard identifier")
  func scopes() throws {
    let document = try read(storyboard(ReaderTests.scene, initial: "vc-home"))
    #expect(document.scopes(ofObject: "img") == ["scn-home", "vc-home", "Home"])
    #expect(document.scopes(ofObject: "root") == ["scn-home", "vc-home", "Home"])
    #expect(document.scopes(ofObject: "vc-home") == ["scn-home", "vc-home", "Home"])
    #expect(document.scopes(ofObject: "no-such-id").isEmpty)
  }
}

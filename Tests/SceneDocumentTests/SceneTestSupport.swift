import TextEscaping

@testable import SceneDocument

/// Parses YAML or JSON text named `file`, failing the test on error.
func parseScene(_ text: String, file: String = "scene.yaml") throws -> SceneFile {
  try SceneLoader.parse(text, file: file)
}

/// The error that parsing `text` throws, or `nil` if it parses.
func sceneError(_ text: String, file: String = "scene.yaml") -> SceneError? {
  do {
    _ = try SceneLoader.parse(text, file: file)
    return nil
  } catch {
    return error
  }
}

/// A location in `scene.yaml`.
func at(_ line: Int, _ column: Int, file: String = "scene.yaml") -> SourceLocation {
  SourceLocation(file: file, line: line, column: column)
}

/// The first view of the root controller's view.
func firstSubview(_ scene: SceneFile) -> ViewNode? {
  scene.root.view?.subviews?.first
}

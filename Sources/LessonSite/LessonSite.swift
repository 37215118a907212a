/// The site pipeline: content model, Markdown over cmark-gfm, verification, rendering.
public enum LessonSiteVersion {
  public static let current = "0.1.0"
}

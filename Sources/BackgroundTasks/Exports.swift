// As Apple's BackgroundTasks does, `import BackgroundTasks` brings Foundation (a file importing only BackgroundTasks uses `Date`, `URL`).
@_exported import Foundation

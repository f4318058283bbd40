// As Apple's CloudKit does, `import CloudKit` brings Foundation (a file importing only CloudKit uses `Date`, `URL`).
@_exported import Foundation

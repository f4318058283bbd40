// As Apple's LocalAuthentication does, `import LocalAuthentication` brings Foundation (a file importing only LocalAuthentication uses `Date`, `URL`).
@_exported import Foundation

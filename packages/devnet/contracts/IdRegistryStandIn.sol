// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title A local stand-in for Farcaster's IdRegistry
/// @notice Written for the Portico devnet, not Farcaster's contract: it keeps only what Sign In With
/// Farcaster reads, with the same ABI as the IdRegistry on OP Mainnet (`idOf`, `custodyOf`,
/// `idCounter`), and an open `register` (no gateway, fee or recovery) so tests can add FIDs.
contract IdRegistryStandIn {
    uint256 public idCounter;
    mapping(address owner => uint256 fid) public idOf;
    mapping(uint256 fid => address custody) public custodyOf;

    event Register(address indexed to, uint256 indexed id, address recovery);

    error HasId();

    /// @notice Gives `to` the next FID, as the real registry's gateway would.
    function register(address to) external returns (uint256 fid) {
        if (idOf[to] != 0) revert HasId();
        fid = ++idCounter;
        idOf[to] = fid;
        custodyOf[fid] = to;
        emit Register(to, fid, address(0));
    }
}

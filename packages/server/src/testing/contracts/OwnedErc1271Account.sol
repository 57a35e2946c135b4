// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// A minimal smart account for tests: a signature is valid (ERC-1271) when its owner made it.
contract OwnedErc1271Account {
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError error,) = ECDSA.tryRecover(hash, signature);
        return error == ECDSA.RecoverError.NoError && signer == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}

/// Deploys `OwnedErc1271Account`s at CREATE2 addresses known in advance (for ERC-6492 tests).
contract OwnedErc1271AccountFactory {
    function deploy(address owner, bytes32 salt) external returns (address) {
        return address(new OwnedErc1271Account{salt: salt}(owner));
    }
}
